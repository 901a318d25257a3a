import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'

/** A free 127.0.0.1 port, for `next start`, which takes a port rather than picking one. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve()
    }),
  )
  if (typeof address !== 'object' || address === null) throw new Error('No free port')
  return address.port
}

export interface NextServer {
  url: string
  /** What the server printed on stderr so far (server-side render errors land there). */
  stderr: () => string
  stop: () => Promise<void>
}

const nextBin = (host: string) => join(host, 'node_modules', 'next', 'dist', 'bin', 'next')
const ENV = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }

/** `next build` in the host folder; rejects with its output when it fails. */
export function nextBuild(host: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin(host), 'build'], {
      cwd: host,
      env: { ...ENV, ...env },
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', (code) => {
      if (code === 0) resolve()
      else reject(new Error(`next build failed (${String(code)}):\n${output}`))
    })
  })
}

/** `next start` on a free port; resolves once it answers. */
export async function nextStart(host: string, env: Record<string, string>): Promise<NextServer> {
  const port = await freePort()
  const child: ChildProcess = spawn(
    process.execPath,
    [nextBin(host), 'start', '-p', String(port), '-H', '127.0.0.1'],
    { cwd: host, env: { ...ENV, ...env } },
  )
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const url = `http://127.0.0.1:${String(port)}/`
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) {
        resolve()
        return
      }
      child.once('exit', () => {
        resolve()
      })
      child.kill('SIGTERM')
    })
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`next start exited:\n${stderr}`)
    const up = await fetch(url).then(
      (reply) => reply.status < 500,
      () => false,
    )
    if (up) return { url, stderr: () => stderr, stop }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop()
  throw new Error(`next start did not answer on ${url}:\n${stderr}`)
}
