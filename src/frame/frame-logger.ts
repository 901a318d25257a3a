/** Where the frame modules report dropped events and other recoverable problems. */
export interface FrameLogger {
  warn: (message: string, details?: unknown) => void
}
