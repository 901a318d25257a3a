import { getBase58Decoder, getUtf8Encoder } from '@solana/kit'
import { usePortico } from '../../../src/react/use-portico.js'
import { DappCall } from './DappCall.js'
import { DAPP_MESSAGE } from './Eip155Calls.js'
import { solanaSelfTransfer } from './solana-self-transfer.js'

/** @solana/kit signers for the connected Solana account, as a host app gets them. */
async function signerOf(portico: ReturnType<typeof usePortico>) {
  const signer = await portico.getSolanaSigner()
  if (!signer) throw new Error('Connect a Solana wallet first')
  return signer
}

/** The calls a host app makes with `portico.getSolanaSigner()`: a message, and a transaction. */
export function SolanaCalls() {
  const portico = usePortico()
  return (
    <ul className="dapp-calls">
      <DappCall
        method="signMessage"
        snippet={`const signer = await portico.getSolanaSigner()\nconst [signed] = await signer.modifyAndSignMessages([\n  { content: getUtf8Encoder().encode('${DAPP_MESSAGE}'), signatures: {} },\n])`}
        run={async () => {
          const signer = await signerOf(portico)
          const content = Uint8Array.from(getUtf8Encoder().encode(DAPP_MESSAGE))
          const [signed] = await signer.modifyAndSignMessages([{ content, signatures: {} }])
          const signature = signed?.signatures[signer.address]
          if (!signature) throw new Error('The wallet did not sign')
          return getBase58Decoder().decode(signature)
        }}
      />
      <DappCall
        method="signAndSendTransaction"
        snippet={
          'const message = pipe(createTransactionMessage({ version: 0 }),\n  (m) => setTransactionMessageFeePayerSigner(signer, m), …)\nawait signAndSendTransactionMessageWithSigners(message)'
        }
        run={async () => {
          const signer = await signerOf(portico)
          const rpcUrl = portico.getAccount().network?.rpcUrls.default.http[0]
          if (rpcUrl === undefined) throw new Error('The Solana network has no RPC URL')
          return solanaSelfTransfer(signer, rpcUrl)
        }}
      />
    </ul>
  )
}
