import { visitFor } from './addresses';
import { walkJourney } from './journey';
import type { StepSample } from './stats';
import { VisitorClient, visitorAddress } from './visitor-client';

export interface LoadOptions {
  siteUrl: string;
  /** Visitors walking at once; each starts the next journey as soon as its last one ends. */
  visitors: number;
  /** No journey starts after this; the ones under way finish. */
  seconds: number;
  /** No more journeys than this in all (each needs an address of its own). */
  maxJourneys: number;
  /** The first visitor's index: its address, source network and e-mail. */
  firstVisitor: number;
  /** Makes the e-mails of this run unlike any earlier run's. */
  runId: string;
}

export interface LoadResult {
  samples: StepSample[];
  started: number;
  completed: number;
  /** From the first journey's start to the last one's end. */
  wallSeconds: number;
}

/** One journey of the visitor with this index, with a browser of its own, closed after. */
export async function oneJourney(
  siteUrl: string,
  index: number,
  runId: string,
  record: (sample: StepSample) => void,
): Promise<boolean> {
  const client = new VisitorClient(siteUrl, visitorAddress(index));
  try {
    return await walkJourney(client, visitFor(index, runId), record);
  } finally {
    await client.close();
  }
}

/**
 * A closed loop of `visitors` virtual visitors, no think time: the figures are what the processes
 * can serve, not what a given number of people would ask of them. Bounded by time and count.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const samples: StepSample[] = [];
  let started = 0;
  let completed = 0;
  const begin = performance.now();
  const deadline = begin + options.seconds * 1000;
  const visitor = async () => {
    while (performance.now() < deadline && started < options.maxJourneys) {
      const index = options.firstVisitor + started;
      started += 1;
      if (await oneJourney(options.siteUrl, index, options.runId, (sample) => samples.push(sample))) {
        completed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.visitors }, visitor));
  return { samples, started, completed, wallSeconds: (performance.now() - begin) / 1000 };
}
