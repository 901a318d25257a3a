// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";

/// An unsolicited "claim your reward" NFT, so activity lists can show (and filter) spam.
contract SpamNft is ERC721 {
    uint256 private _nextTokenId = 1;

    constructor() ERC721("Claim Rewards Voucher", "SPAM") {}

    /// Anyone can mint, as real spam campaigns do.
    function mint(address to) external returns (uint256 tokenId) {
        tokenId = _nextTokenId++;
        _mint(to, tokenId);
    }

    function _baseURI() internal pure override returns (string memory) {
        return "https://claim-rewards.invalid/voucher/";
    }
}
