import type { bindOperations } from '../../../generated/project-api/client.js'

/** The Project API's typed methods, one per operation (see createProjectApiClient). */
export type ProjectOperations = ReturnType<typeof bindOperations>
