import { describe, expect, it } from 'vitest'
import { type ApiName, frameMessages, operationsOf } from './contract-sources.js'

// Every call that spec section 7 names, copied from the spec text. The specs must hold each one.
const blockchainRoutes = [
  'GET /v1/supported-chains',
  'GET /v1/identity/{address}',
  'GET /v1/account/{address}/history',
  'GET /v1/account/{address}/balance',
  'GET /v1/convert/quotes',
  'GET /v1/convert/tokens',
  'POST /v1/fungible/price',
  'GET /v1/convert/allowance',
  'GET /v1/convert/gas-price',
  'POST /v1/convert/build-transaction',
  'GET /v1/convert/build-approve',
  'GET /v1/profile/account/{name}',
  'GET /v1/profile/reverse/{address}',
  'GET /v1/profile/suggestions/{name}',
  'POST /v1/profile/account',
  'POST /v1/generators/onrampurl',
  'GET /v1/onramp/options',
  'POST /v1/onramp/quote',
  'GET /v1/sessions/{id}',
  'POST /v1/sessions/{id}/revoke',
]
const projectRoutes = [
  'GET /getWalletImage/{id}',
  'GET /public/getAssetImage/{id}',
  'GET /public/getCurrencyImage/{id}',
  'GET /public/getTokenImage/{id}',
  'GET /appkit/v1/config',
  'GET /appkit/v1/project-limits',
  'GET /projects/v1/origins',
  'GET /getWallets',
  'GET /getAnalyticsConfig',
  'POST /e',
  'POST /batch',
]
const jsonRpcMethods = [
  'reown_getExchanges',
  'reown_getExchangePayUrl',
  'reown_getExchangeBuyStatus',
  'wallet_getAssets',
]
const frameRequests = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
  'GET_USER',
  'GET_SOCIAL_REDIRECT_URI',
  'SIGN_OUT',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'SWITCH_NETWORK',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'RPC_REQUEST',
  'RPC_ABORT',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'RELOAD',
]
const frameRpcMethods = [
  'eth_sendTransaction',
  'eth_sendRawTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_getAssets',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
]

const routesOf = (name: ApiName): string[] =>
  operationsOf(name).map(({ method, path }) => `${method.toUpperCase()} ${path}`)

describe('spec section 7, call by call, is in specs/', () => {
  it('[CALL-29] every Blockchain API route of the table is an operation, and each carries projectId, st and sv', () => {
    expect(routesOf('blockchain-api')).toEqual(expect.arrayContaining(blockchainRoutes))
    for (const { operationId, parameters } of operationsOf('blockchain-api')) {
      expect(Object.keys(parameters.query.properties), operationId).toEqual(
        expect.arrayContaining(['projectId', 'st', 'sv']),
      )
    }
  })

  it('[CALL-50] [CALL-51] the chain RPC is POST /v1/?chainId&projectId and the wallet node RPC is per chain', () => {
    const rpc = operationsOf('blockchain-api').filter(
      ({ path }) => path === '/v1/' || path === '/v1/wallet',
    )
    expect(rpc.map(({ method, path }) => `${method} ${path}`).sort()).toEqual([
      'post /v1/',
      'post /v1/wallet',
    ])
    for (const { parameters } of rpc) {
      expect(parameters.query.required).toEqual(expect.arrayContaining(['chainId', 'projectId']))
    }
  })

  it('[CALL-52] [CALL-53] the JSON-RPC methods reown_getExchanges, reown_getExchangePayUrl, reown_getExchangeBuyStatus and wallet_getAssets are declared', () => {
    const declared = operationsOf('blockchain-api').flatMap(({ jsonRpcMethods: methods }) =>
      methods ? Object.keys(methods) : [],
    )
    expect(declared).toEqual(expect.arrayContaining(jsonRpcMethods))
  })

  it('[CALL-55] [CALL-60] [CALL-61] [CALL-62] every Project API and analytics route is an operation', () => {
    expect(routesOf('project-api')).toEqual(expect.arrayContaining(projectRoutes))
  })

  it('[CALL-02] [CALL-03] every frame request is an APP_ event with FRAME_ _SUCCESS and _ERROR replies', () => {
    const { requests, replies } = frameMessages.frameEvents
    expect(requests).toEqual(expect.arrayContaining(frameRequests.map((name) => `APP_${name}`)))
    for (const name of frameRequests) {
      expect(Object.entries(replies).find(([request]) => request === `APP_${name}`)?.[1]).toEqual({
        success: `FRAME_${name}_SUCCESS`,
        error: `FRAME_${name}_ERROR`,
      })
    }
  })

  it('[CALL-20] [CALL-21] the frame sends FRAME_READY and FRAME_SESSION_UPDATE unprompted', () => {
    expect(frameMessages.frameEvents.unsolicited).toEqual(
      expect.arrayContaining(['FRAME_READY', 'FRAME_SESSION_UPDATE']),
    )
  })

  it('[CALL-22] [CALL-23] [CALL-24] [CALL-25] [CALL-26] RPC_REQUEST covers every supported RPC method', () => {
    const text = JSON.stringify(frameMessages.frameMessages.$defs)
    for (const method of frameRpcMethods) expect(text).toContain(`"const":"${method}"`)
    for (const option of ['skipPreflight', 'preflightCommitment', 'maxRetries', 'minContextSlot']) {
      expect(text).toContain(`"${option}"`)
    }
  })
})
