// The ethers page: ethers 6 on portico.getProvider('eip155'), the actions on window.host.
import { settle } from './devnet-host.js'
import { devnetPortico } from './devnet-portico.js'
import { ethersSigner, signMailWithEthers, transferWithEthers } from './ethers-actions.js'

const portico = devnetPortico('ethers host')

window.host = {
  address: () => settle(async () => (await ethersSigner(portico)).getAddress()),
  transfer: (token: string, to: string, amount: string) =>
    settle(() => transferWithEthers(portico, token, to, BigInt(amount))),
  signMail: () => settle(() => signMailWithEthers(portico)),
  signText: (message: string) =>
    settle(async () => (await ethersSigner(portico)).signMessage(message)),
}
