import { describe, expect, it } from 'vitest'
import { createPortico } from '../../../src/instance/create-instance.js'
import { internalsOf } from '../../../src/instance/internal-handle.js'
import { ConnectionError } from '../../../src/core/connection-errors.js'
import { connect } from '../../../src/headless/connect.js'
import { sendEmailCode, verifyEmailCode } from '../../../src/headless/email-login.js'
import { getWalletConnectUri } from '../../../src/headless/walletconnect-uri.js'
import { offlineOptions } from '../offline-options.js'

const offline = () => createPortico({ ...offlineOptions, window: undefined, document: undefined })

describe('the headless connect functions on an instance without WalletConnect or a secure site', () => {
  it('refuse what the instance cannot connect with the catalogue’s messages', async () => {
    const portico = offline()
    await expect(connect(portico, 'multiChain:Nothing')).rejects.toThrow(
      new ConnectionError('Provider not found'),
    )
    await expect(getWalletConnectUri(portico)).rejects.toThrow('Provider not found')
    await expect(sendEmailCode(portico, 'a@portico.test')).rejects.toThrow(
      'No auth connector found',
    )
    await expect(verifyEmailCode(portico, '123456')).rejects.toThrow('No auth connector found')
    expect(internalsOf(portico).connections.statusOf('eip155')).toBe('disconnected')
    await portico.destroy()
  })
})
