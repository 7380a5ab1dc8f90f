// StoryVault's recorder, on the audio thread: hands the microphone's samples (already mixed
// down to mono by the node's channel settings) to the page in blocks, until told to flush.
// Served as a file of our own, so the page's CSP (script-src 'self') allows it.

const BLOCK_FRAMES = 4096;

class PcmCaptureProcessor extends AudioWorkletProcessor {
  constructor() {
    super();
    this.block = new Float32Array(BLOCK_FRAMES);
    this.filled = 0;
    this.done = false;
    this.port.onmessage = (event) => {
      if (event.data === 'flush' && !this.done) {
        this.done = true;
        this.send(true);
      }
    };
  }

  send(final) {
    const samples = this.block.slice(0, this.filled);
    this.filled = 0;
    this.port.postMessage({ samples, final }, [samples.buffer]);
  }

  process(inputs) {
    if (this.done) return false;
    const channel = inputs[0] && inputs[0][0];
    if (channel) {
      let offset = 0;
      while (offset < channel.length) {
        const count = Math.min(channel.length - offset, BLOCK_FRAMES - this.filled);
        this.block.set(channel.subarray(offset, offset + count), this.filled);
        this.filled += count;
        offset += count;
        if (this.filled === BLOCK_FRAMES) this.send(false);
      }
    }
    return true;
  }
}

registerProcessor('pcm-capture', PcmCaptureProcessor);
