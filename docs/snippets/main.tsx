import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { portico } from './portico.js'

const root = document.getElementById('root')
if (root) createRoot(root).render(<App portico={portico} />)
