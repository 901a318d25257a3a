// The tiny host page Vite builds: the quick start, as a newcomer would paste it.
import './quick-start.js'
