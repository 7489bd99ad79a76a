/** Bundles one TypeScript entry (a path from the project root) into `outfile`; returns its absolute path. */
export function bundleServer(entry: string, outfile: string): Promise<string>;
