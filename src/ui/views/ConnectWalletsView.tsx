import { WalletGroupsList } from '../parts/WalletGroupsList.js'

/** Every wallet group on its own, for when Connect folded them behind one entry. */
export default function ConnectWalletsView() {
  return (
    <div className="view">
      <WalletGroupsList />
    </div>
  )
}
