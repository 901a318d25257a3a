import * as AbiFunction from 'ox/AbiFunction'
import type { Address } from 'ox/Address'
import type { Hex } from 'ox/Hex'

const transfer = /* @__PURE__ */ AbiFunction.from(
  'function transfer(address to, uint256 amount) returns (bool)',
)

/** The call data of an ERC-20 `transfer(to, amount)`. */
export const erc20TransferData = (to: Address, amount: bigint): Hex =>
  AbiFunction.encodeData(transfer, [to, amount])
