/** `0x1234…abcd`: the start and the end a person compares; short values are left whole. */
export function shortAddress(address: string, head = 6, tail = 4): string {
  return address.length <= head + tail + 1
    ? address
    : `${address.slice(0, head)}…${address.slice(-tail)}`
}
