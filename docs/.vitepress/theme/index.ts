import DefaultTheme from 'vitepress/theme'
import './portico.css'

export default DefaultTheme
