import type { Block } from 'payload';

/** §3 'Speed-test data', §4 'Speed test', §9 durations (decision 0330). */
export const speedTestBlockConfig: Block = {
  slug: 'speed-test',
  interfaceName: 'SpeedTestBlockData',
  labels: { singular: 'Speed test', plural: 'Speed tests' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'body', type: 'textarea' },
    {
      name: 'dropdown',
      type: 'group',
      fields: [
        { name: 'label', type: 'text', required: true, defaultValue: 'What do you want to download?' },
        { name: 'placeholder', type: 'text', required: true, defaultValue: 'Choose your option' },
        {
          name: 'options',
          type: 'text',
          hasMany: true,
          required: true,
          maxRows: 3,
          admin: { description: 'Three downloads, in order: the durations of §9 follow this order.' },
        },
      ],
    },
    {
      name: 'cta',
      type: 'group',
      fields: [
        { name: 'label1', type: 'text', required: true, defaultValue: 'Start' },
        { name: 'label2', type: 'text', required: true, defaultValue: 'Reset' },
      ],
    },
    {
      name: 'speedChart',
      type: 'group',
      fields: [
        { name: 'fastLabel', type: 'text', required: true, defaultValue: 'Hey!Broadband full fibre' },
        { name: 'slowLabel', type: 'text', required: true, defaultValue: 'Average UK broadband' },
      ],
    },
    { name: 'smallPrint', type: 'textarea' },
  ],
};
