/** The namespace of a CAIP-2 id: eip155, solana... */
export const namespaceOf = (caip2: string): string => caip2.split(':')[0] ?? ''
