import type {
  AppRequestType,
  PayloadArgs,
  SuccessPayloadOf,
} from '../../../src/frame/frame-protocol.js'
import type { FrameRequester } from '../../../src/frame/secure-frame.js'

export const SAMPLE_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const SAMPLE_RPC_URL = 'http://127.0.0.1:8545/'

/** A valid payload (or none) for every request, checked against the generated types. */
export const SAMPLE_ARGS: { [T in AppRequestType]: PayloadArgs<T> } = {
  APP_CONNECT_EMAIL: [{ email: 'user@example.com' }],
  APP_CONNECT_DEVICE: [],
  APP_CONNECT_OTP: [{ otp: '123456' }],
  APP_CONNECT_SOCIAL: [
    {
      uri: 'https://secure.portico.test/social/result?code=abc',
      preferredAccountType: 'eoa',
      chainId: 1,
      rpcUrl: SAMPLE_RPC_URL,
    },
  ],
  APP_GET_FARCASTER_URI: [],
  APP_CONNECT_FARCASTER: [],
  APP_GET_USER: [{ chainId: 1, preferredAccountType: 'smartAccount', rpcUrl: SAMPLE_RPC_URL }],
  APP_GET_SOCIAL_REDIRECT_URI: [{ provider: 'google' }],
  APP_SIGN_OUT: [],
  APP_IS_CONNECTED: [{}],
  APP_GET_CHAIN_ID: [],
  APP_SWITCH_NETWORK: [{ chainId: 8453, rpcUrl: SAMPLE_RPC_URL }],
  APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS: [],
  APP_INIT_SMART_ACCOUNT: [],
  APP_SET_PREFERRED_ACCOUNT: [{ type: 'eoa' }],
  APP_RPC_REQUEST: [{ method: 'eth_getBalance', params: [SAMPLE_ADDRESS, 'latest'], chainId: 1 }],
  APP_RPC_ABORT: [],
  APP_UPDATE_EMAIL: [{ email: 'new@example.com' }],
  APP_UPDATE_EMAIL_PRIMARY_OTP: [{ otp: '111111' }],
  APP_UPDATE_EMAIL_SECONDARY_OTP: [{ otp: '222222' }],
  APP_SYNC_THEME: [{ themeMode: 'dark', themeVariables: { '--w3m-accent': '#0988f0' } }],
  APP_SYNC_DAPP_DATA: [
    {
      metadata: {
        name: 'Playground',
        description: 'Portico playground',
        url: 'http://127.0.0.1:5173/',
        icons: ['http://127.0.0.1:5173/icon.png'],
      },
      projectId: 'devnet-project',
      sdkVersion: '0.1.0',
      sdkType: 'portico',
    },
  ],
  APP_RELOAD: [],
  APP_GET_SESSIONS: [],
  APP_END_SESSIONS: [{ all: true }],
}

export const SAMPLE_USER: SuccessPayloadOf<'APP_GET_USER'> = {
  email: 'user@example.com',
  chainId: 1,
  address: SAMPLE_ADDRESS,
  preferredAccountType: 'eoa',
}

/** A valid success payload (undefined where the reply has none) for every request. */
export const SAMPLE_SUCCESS: { [T in AppRequestType]: SuccessPayloadOf<T> } = {
  APP_CONNECT_EMAIL: { action: 'VERIFY_OTP' },
  APP_CONNECT_DEVICE: undefined,
  APP_CONNECT_OTP: undefined,
  APP_CONNECT_SOCIAL: SAMPLE_USER,
  APP_GET_FARCASTER_URI: { url: 'https://farcaster.test/~/siwf?channelToken=abc' },
  APP_CONNECT_FARCASTER: { ...SAMPLE_USER, userName: 'alice' },
  APP_GET_USER: SAMPLE_USER,
  APP_GET_SOCIAL_REDIRECT_URI: { uri: 'https://consent.portico.test/authorize?state=abc' },
  APP_SIGN_OUT: undefined,
  APP_IS_CONNECTED: { isConnected: true },
  APP_GET_CHAIN_ID: { chainId: 1 },
  APP_SWITCH_NETWORK: { chainId: 8453 },
  APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: [1, 8453] },
  APP_INIT_SMART_ACCOUNT: { address: SAMPLE_ADDRESS, isDeployed: false },
  APP_SET_PREFERRED_ACCOUNT: { type: 'smartAccount', address: SAMPLE_ADDRESS },
  APP_RPC_REQUEST: '0xde0b6b3a7640000',
  APP_RPC_ABORT: undefined,
  APP_UPDATE_EMAIL: { action: 'VERIFY_PRIMARY_OTP' },
  APP_UPDATE_EMAIL_PRIMARY_OTP: undefined,
  APP_UPDATE_EMAIL_SECONDARY_OTP: { newEmail: 'new@example.com' },
  APP_SYNC_THEME: undefined,
  APP_SYNC_DAPP_DATA: undefined,
  APP_RELOAD: undefined,
  APP_GET_SESSIONS: { sessions: [] },
  APP_END_SESSIONS: { ended: 1 },
}

/** Sends `type` with its sample payload; typed for any request, so tests can loop over types. */
export const requestSample = <T extends AppRequestType>(
  frame: FrameRequester,
  type: T,
): Promise<SuccessPayloadOf<T>> => frame.request(type, ...SAMPLE_ARGS[type])
