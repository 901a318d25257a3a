/** What the frame app sends with every API call: its project and the page embedding it. */
export const PROJECT_HEADER = 'x-portico-project-id'
export const PARENT_HEADER = 'x-portico-parent-origin'
