// README (ethers): ethers 6's BrowserProvider on the connected wallet's provider.
import { BrowserProvider, Contract } from 'ethers'
import type { Portico } from 'portico'
import { mail } from './wagmi-actions.js'

const erc20 = ['function transfer(address to, uint256 amount) returns (bool)']

export async function ethersSigner(portico: Portico) {
  const provider = portico.getProvider('eip155')
  if (!provider) throw new Error('Connect a wallet first')
  return new BrowserProvider(provider).getSigner()
}

/** Resolves with the mined transaction's hash. */
export async function transferWithEthers(
  portico: Portico,
  token: string,
  to: string,
  amount: bigint,
) {
  const signer = await ethersSigner(portico)
  const transfer = new Contract(token, erc20, signer).getFunction('transfer')
  const sent: unknown = await transfer(to, amount)
  const hash = typeof sent === 'object' && sent !== null ? Reflect.get(sent, 'hash') : undefined
  if (typeof hash !== 'string') throw new Error('The transfer gave no transaction')
  await signer.provider.waitForTransaction(hash)
  return hash
}

export async function signMailWithEthers(portico: Portico) {
  const signer = await ethersSigner(portico)
  return signer.signTypedData(mail.domain, { Mail: [...mail.types.Mail] }, mail.message)
}
