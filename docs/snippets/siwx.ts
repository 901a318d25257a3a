// Sign-in with X: the modal asks for a signature after connecting; the app keeps the sessions.
import { createLocalSiwxConfig, createPortico, type CreatePorticoOptions } from 'portico'

export function createSigningInPortico(options: CreatePorticoOptions) {
  return createPortico({
    ...options,
    // Sessions in browser storage, each verified again whenever it is read back.
    siwx: createLocalSiwxConfig({ required: true }),
  })
}
