/**
 * What a credential of a session ended from Account is told, and what the frame then tells the
 * page (FRAME_SESSION_ENDED); shared by the server and the frame app, so free of Node imports.
 */
export const SESSION_ENDED = 'This session was ended from Account: sign in again'
