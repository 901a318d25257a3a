// The API reference of the docs site: one Markdown page per package entry, written from the
// code's TSDoc into docs/api/ (git-ignored) before VitePress builds or serves the site. The
// guides link /api/<entry>; any generator that writes those pages can take TypeDoc's place.
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  Application,
  Converter,
  DeclarationReflection,
  ReflectionKind,
  type Context,
} from 'typedoc'

const out = fileURLToPath(new URL('../docs/api', import.meta.url))

/** Each entry point and the page (and title) it gets: the import path a host writes. */
const entries: readonly (readonly [file: string, page: string])[] = [
  ['src/index.ts', 'portico'],
  ['src/clients/index.ts', 'portico-clients'],
  ['src/react/index.ts', 'portico-react'],
  ['src/ui/index.ts', 'portico-ui'],
  ['src/wagmi/index.ts', 'portico-wagmi'],
]

/** typedoc-plugin-markdown's options (its package declares no types for them). */
const markdownOptions = {
  outputFileStrategy: 'modules',
  entryFileName: 'index',
  readme: 'none',
  hidePageHeader: true,
  hideBreadcrumbs: true,
  // Tables rather than a heading per member: the pages stay readable and light enough to load.
  parametersFormat: 'table',
  interfacePropertiesFormat: 'table',
  classPropertiesFormat: 'table',
  typeDeclarationFormat: 'table',
  propertyMembersFormat: 'table',
}

rmSync(out, { recursive: true, force: true })
const app = await Application.bootstrapWithPlugins({
  entryPoints: entries.map(([file]) => file),
  tsconfig: 'tsconfig.build.json',
  plugin: ['typedoc-plugin-markdown'],
  out,
  ...markdownOptions,
  excludePrivate: true,
  excludeInternal: true,
  // No links to a source host: the site is read offline.
  disableSources: true,
  // Internal types named in a public signature stay unlisted; the entry is the public surface.
  validation: { notExported: false, invalidLink: true },
  // Warnings are the generated types' @description tags; errors still stop the build.
  logLevel: 'Error',
})
// Modules are named after their folder ('index', 'clients'); the pages carry the import path.
app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context: Context) => {
  for (const module of context.project.getReflectionsByKind(ReflectionKind.Module)) {
    const entry = entries.find(([file]) => file.replace(/^src\/|\.ts$/g, '') === module.name)
    const named = entries.find(([file]) => file.startsWith(`src/${module.name}/`))
    const page = entry?.[1] ?? named?.[1]
    if (page) module.name = page
  }
  // portico/clients re-exports each contract's generated tables and types as a namespace: some
  // 1.5 MB of pages that restate specs/ (the guides link the contracts instead).
  for (const namespace of context.project.getReflectionsByKind(ReflectionKind.Namespace)) {
    context.project.removeReflection(namespace)
  }
  // What the error classes inherit from the platform's Error (stack, captureStackTrace, ...).
  const members = [ReflectionKind.Property, ReflectionKind.Method, ReflectionKind.Accessor]
  for (const member of Object.values(context.project.reflections)) {
    if (!member.kindOf(members)) continue
    if (
      member instanceof DeclarationReflection &&
      member.inheritedFrom?.qualifiedName.startsWith('Error.')
    )
      context.project.removeReflection(member)
  }
})
const project = await app.convert()
if (!project) throw new Error('TypeDoc could not convert the package entries')
await app.generateOutputs(project)
if (app.logger.hasErrors()) process.exit(1)

// A page's file is named for its entry ('portico-react.md'); its title and links say the import
// path a host writes ('portico/react').
const importPath = (page: string): string => page.replace(/^portico-/, 'portico/')
for (const file of readdirSync(out).filter((name) => name.endsWith('.md'))) {
  const path = join(out, file)
  const text = readFileSync(path, 'utf8')
    .replace(
      /^# portico\n\n## Modules$/m,
      '# API reference\n\nOne page per package entry.\n\n## Entries',
    )
    .replace(/^# (portico-\w+)$/m, (_: string, page: string) => `# ${importPath(page)}`)
    .replace(/\[(portico-\w+)\]\(/g, (_: string, page: string) => `[${importPath(page)}](`)
  writeFileSync(path, text)
}
