// The component tests run in Mocha (@web/test-runner's default): describe, it, before, … are globals there.
/// <reference types="mocha" />
