// The viem page: a wallet client on portico.getProvider('eip155'), the actions on window.host.
import { getAddress } from 'viem'
import { settle } from './devnet-host.js'
import { devnetPortico } from './devnet-portico.js'
import { batchWithViem, signMailWithViem, transferWithViem, viemWallet } from './viem-actions.js'

const portico = devnetPortico('viem host')

window.host = {
  address: () => settle(async () => (await viemWallet(portico)).account),
  transfer: (token: string, to: string, amount: string) =>
    settle(() => transferWithViem(portico, getAddress(token), getAddress(to), BigInt(amount))),
  batch: (token: string, receiver: string, amount: string) =>
    settle(() => batchWithViem(portico, getAddress(token), getAddress(receiver), BigInt(amount))),
  signMail: () => settle(() => signMailWithViem(portico)),
  signText: (message: string) =>
    settle(async () => {
      const { client, account } = await viemWallet(portico)
      return client.signMessage({ account, message })
    }),
}
