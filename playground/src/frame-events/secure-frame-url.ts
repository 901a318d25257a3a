/** The iframe page of the secure site (devnet/secure-site serves it at /frame). */
export const secureFrameUrl = (secureSite: string): string => new URL('/frame', secureSite).href
