import { erc20Abi, parseAbi, type Address } from 'viem'

/** The 1inch convention for the native currency, as SwapPool.NATIVE uses it. */
export const NATIVE_TOKEN_ADDRESS: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

// Typed ABIs for viem; assertArtifactMatchesAbi checks them against the compiled contracts.
export const devTokenAbi = [
  ...erc20Abi,
  ...parseAbi([
    'constructor(string name_, string symbol_, uint8 decimals_)',
    'function mint(address to, uint256 amount)',
    'function owner() view returns (address)',
  ]),
] as const

// viem's erc721Abi also lists the enumerable extension, which SpamNft does not implement.
export const spamNftAbi = parseAbi([
  'constructor()',
  'function mint(address to) returns (uint256 tokenId)',
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function balanceOf(address owner) view returns (uint256)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function tokenURI(uint256 tokenId) view returns (string)',
  'function transferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
])

export const swapPoolAbi = parseAbi([
  'constructor()',
  'function NATIVE() view returns (address)',
  'function FEE_BPS() view returns (uint256)',
  'function list(address token, uint256 usdPrice, uint8 decimals)',
  'function quote(address tokenIn, address tokenOut, uint256 amountIn) view returns (uint256)',
  'function reserveOf(address token) view returns (uint256)',
  'function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minOut, address recipient) payable returns (uint256 amountOut)',
  'function owner() view returns (address)',
  'event Swapped(address indexed sender, address indexed tokenIn, address indexed tokenOut, uint256 amountIn, uint256 amountOut, address recipient)',
])

/** BatchExecutor, the code an account delegates to by EIP-7702 for atomic batches. */
export const batchExecutorAbi = parseAbi([
  'struct Call { address to; uint256 value; bytes data; }',
  'function execute(Call[] calls) payable',
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
  'error Unauthorized(address sender)',
  'event BatchExecuted(uint256 calls)',
])
