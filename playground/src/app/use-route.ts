import { useCallback, useEffect, useState } from 'react'
import { parseRoute, routeHash, type Route } from './route.js'

export function useRoute(): [Route, (route: Route) => void] {
  const [route, setRoute] = useState(() => parseRoute(window.location.hash))
  useEffect(() => {
    const follow = () => {
      setRoute(parseRoute(window.location.hash))
    }
    window.addEventListener('hashchange', follow)
    return () => {
      window.removeEventListener('hashchange', follow)
    }
  }, [])
  const navigate = useCallback((next: Route) => {
    window.location.hash = routeHash(next)
  }, [])
  return [route, navigate]
}
