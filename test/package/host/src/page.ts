// The tiny host page Vite builds: the quick start's page, as a newcomer would paste it.
import './main.js'
