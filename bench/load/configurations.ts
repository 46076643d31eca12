/** One measured set of processes: `sites` site processes and `apis` provider-API processes. */
export interface Configuration {
  sites: number;
  apis: number;
}

/** '1x1,2x2' -> [{1, 1}, {2, 2}]: each 'SITESxAPIS', 1 to 8 processes of each. */
export function parseConfigurations(text: string): Configuration[] {
  const configurations = text.split(',').map((part) => {
    const match = /^([1-8])x([1-8])$/.exec(part.trim());
    if (!match)
      throw new Error(`--configs takes SITESxAPIS pairs such as 1x1,2x2 (1 to 8 each), not '${part}'`);
    return { sites: Number(match[1]), apis: Number(match[2]) };
  });
  if (configurations.length === 0) throw new Error('--configs names no configuration');
  return configurations;
}

/** '1 site + 1 API', '2 sites + 2 APIs'. */
export function configurationLabel({ sites, apis }: Configuration): string {
  return `${sites} site${sites === 1 ? '' : 's'} + ${apis} API${apis === 1 ? '' : 's'}`;
}

/**
 * The visitors of configuration `position` (0-based) start at this index, so no two configurations
 * share an address, a source network or an e-mail, whatever their stores keep.
 */
export function firstVisitorOf(position: number, perConfiguration: number): number {
  return position * perConfiguration;
}
