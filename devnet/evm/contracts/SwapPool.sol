// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// A fixed-rate pool: every listed asset has a USD price, and a swap pays out of the pool's
/// own reserves, so quotes are predictable while transfers, allowances and liquidity are real.
contract SwapPool is Ownable {
    using SafeERC20 for IERC20;

    /// The 1inch convention for the chain's native currency.
    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;
    uint256 public constant FEE_BPS = 30;

    struct Listing {
        uint256 usdPrice; // 8 decimals, as price feeds publish
        uint8 decimals;
        bool listed;
    }

    mapping(address => Listing) public listings;

    event Listed(address indexed token, uint256 usdPrice, uint8 decimals);
    event Swapped(
        address indexed sender,
        address indexed tokenIn,
        address indexed tokenOut,
        uint256 amountIn,
        uint256 amountOut,
        address recipient
    );

    constructor() Ownable(msg.sender) {}

    receive() external payable {}

    function list(address token, uint256 usdPrice, uint8 decimals) external onlyOwner {
        require(usdPrice > 0, "Price must be positive");
        listings[token] = Listing(usdPrice, decimals, true);
        emit Listed(token, usdPrice, decimals);
    }

    function quote(address tokenIn, address tokenOut, uint256 amountIn) public view returns (uint256) {
        Listing memory listingIn = listings[tokenIn];
        Listing memory listingOut = listings[tokenOut];
        require(listingIn.listed && listingOut.listed, "Token not listed");
        require(tokenIn != tokenOut, "Same token");
        uint256 gross = (amountIn * listingIn.usdPrice * 10 ** listingOut.decimals) /
            (listingOut.usdPrice * 10 ** listingIn.decimals);
        return gross - (gross * FEE_BPS) / 10_000;
    }

    function reserveOf(address token) public view returns (uint256) {
        return token == NATIVE ? address(this).balance : IERC20(token).balanceOf(address(this));
    }

    function swap(
        address tokenIn,
        address tokenOut,
        uint256 amountIn,
        uint256 minOut,
        address recipient
    ) external payable returns (uint256 amountOut) {
        require(amountIn > 0, "Amount must be positive");
        require(recipient != address(0), "Invalid recipient");
        amountOut = quote(tokenIn, tokenOut, amountIn);
        require(amountOut >= minOut, "Slippage: output below minimum");
        // Checked before pulling funds so a quote-time simulation reports the real cause.
        require(reserveOf(tokenOut) >= amountOut, "Insufficient liquidity");

        if (tokenIn == NATIVE) {
            require(msg.value == amountIn, "Native amount mismatch");
        } else {
            require(msg.value == 0, "Unexpected native value");
            IERC20(tokenIn).safeTransferFrom(msg.sender, address(this), amountIn);
        }

        if (tokenOut == NATIVE) {
            (bool sent, ) = payable(recipient).call{value: amountOut}("");
            require(sent, "Native transfer failed");
        } else {
            IERC20(tokenOut).safeTransfer(recipient, amountOut);
        }
        emit Swapped(msg.sender, tokenIn, tokenOut, amountIn, amountOut, recipient);
    }
}
