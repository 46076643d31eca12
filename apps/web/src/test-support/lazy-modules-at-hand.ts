// The same-site client loads the reader of a failed answer with the first one (decision 0693): in
// the browser one small chunk, here a first transform that outlasts a component test's act() flush.
// Loaded up front for every test file, as 0312 renders the blocks' lazy parts at once; site-api's
// own tests load it afresh, and the browser tests cover the chunk.
import '@/lib/site-api/failed-answer';
