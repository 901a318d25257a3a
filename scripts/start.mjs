// `npm start`: the devnet and the playground together; Ctrl-C stops both.
import { spawn } from 'node:child_process'

const child = spawn(process.execPath, ['--import', 'tsx', 'devnet/cli.ts', '--with-playground'], {
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
