import fc from 'fast-check';

// Property tests run from a fixed seed so that CI is reproducible; FC_SEED=<n> explores others.
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20_251_122) });
