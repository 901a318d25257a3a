/**
 * How the secure site's consent page hands a redirected social login's result back to the page
 * (`#portico-social-result=<the result URI, percent-encoded>`). Its own module: the first load
 * checks for it without the redirect code.
 */
export const SOCIAL_RESULT_FRAGMENT = '#portico-social-result='
