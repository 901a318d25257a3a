/**
 * A part of an instance that another needs before it can be made (the router closes the modal,
 * the modal resets the router; a connector kind feeds the connections that ask it). The needing
 * part reads it with `get` when it acts, never while being made; a read before `set` throws
 * rather than working only because of the order the parts are written in.
 */
/** What a read of a part before it was made throws. */
export const LATE_READ_MESSAGE = 'Used before it was made'

export function late<T>() {
  let made: { part: T } | undefined
  return {
    set: (part: T): T => {
      made = { part }
      return part
    },
    get: (): T => {
      if (!made) throw new Error(LATE_READ_MESSAGE)
      return made.part
    },
  }
}
