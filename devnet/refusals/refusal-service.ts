/** The two devnet services that refuse requests the way their real counterparts do. */
export type RefusalService = 'blockchain-api' | 'project-api'
