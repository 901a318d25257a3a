// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// The code an account delegates to by EIP-7702 so that its wallet can send several calls as one
/// transaction (an EIP-5792 atomic batch). It runs as the account's own code: `address(this)` is
/// the delegating account, so the account alone may execute through it, and one failing call
/// undoes every call before it.
contract BatchExecutor {
    struct Call {
        address to;
        uint256 value;
        bytes data;
    }

    /// Anyone but the account itself (a stranger calling the account, or the executor directly).
    error Unauthorized(address sender);

    event BatchExecuted(uint256 calls);

    function execute(Call[] calldata calls) external payable {
        if (msg.sender != address(this)) revert Unauthorized(msg.sender);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool success, bytes memory result) = calls[i].to.call{value: calls[i].value}(
                calls[i].data
            );
            // The failing call's own revert data, so the wallet and the dapp read its reason.
            if (!success) {
                assembly {
                    revert(add(result, 32), mload(result))
                }
            }
        }
        emit BatchExecuted(calls.length);
    }

    // A delegated account keeps receiving what an account without code receives: plain ether,
    // safe NFT transfers, and its own signatures checked by ERC-1271 (code at the address makes
    // verifiers ask the account instead of recovering the signer).
    receive() external payable {}

    function onERC721Received(address, address, uint256, bytes calldata) external pure returns (bytes4) {
        return this.onERC721Received.selector;
    }

    function onERC1155Received(
        address,
        address,
        uint256,
        uint256,
        bytes calldata
    ) external pure returns (bytes4) {
        return this.onERC1155Received.selector;
    }

    function onERC1155BatchReceived(
        address,
        address,
        uint256[] calldata,
        uint256[] calldata,
        bytes calldata
    ) external pure returns (bytes4) {
        return this.onERC1155BatchReceived.selector;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError error, ) = ECDSA.tryRecover(hash, signature);
        if (error == ECDSA.RecoverError.NoError && signer == address(this)) {
            return this.isValidSignature.selector;
        }
        return 0xffffffff;
    }
}
