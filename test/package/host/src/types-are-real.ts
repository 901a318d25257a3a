// Each line must be a type error: if the package's declarations failed to resolve, everything
// would be `any`, the errors would vanish and tsc would report the unused @ts-expect-error.
import { createPortico } from 'portico'
import { createProjectApiClient } from 'portico/clients'

// @ts-expect-error projectId must be a string
createPortico({ projectId: 1 })
// @ts-expect-error the Project API client has no such operation
createProjectApiClient({ baseUrl: '', projectId: '' }).noSuchOperation()
