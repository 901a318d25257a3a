/** The project id the devnet services accept; any other one is refused like an unknown project. */
export const DEVNET_PROJECT_ID = 'portico-devnet'
