import { WavEncoder } from './wavEncoder';

/** Served from apps/web/public, so it is a same-origin script the CSP allows. */
export const RECORDER_WORKLET_URL = '/recorder-worklet.js';
const FLUSH_TIMEOUT_MS = 1000;

export interface FinishedRecording {
  /** recording.wav: 16-bit PCM, mono. */
  blob: Blob;
  durationSeconds: number;
}

export interface ActiveRecording {
  /** Seconds of audio captured so far. */
  elapsedSeconds(): number;
  /** Stops the microphone and returns the WAV file. */
  stop(): Promise<FinishedRecording>;
  /** Stops the microphone and throws the audio away. */
  cancel(): void;
}

interface Capture {
  /** Delivers what is still buffered, then stops capturing. */
  flush(): Promise<void>;
  disconnect(): void;
}

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | undefined {
  return window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
}

/** An AudioWorklet where there is one; ScriptProcessorNode (deprecated, but everywhere) otherwise. */
async function capture(
  context: AudioContext,
  source: MediaStreamAudioSourceNode,
  onSamples: (samples: Float32Array) => void,
): Promise<Capture> {
  if (context.audioWorklet && typeof AudioWorkletNode !== 'undefined') {
    try {
      await context.audioWorklet.addModule(RECORDER_WORKLET_URL);
      const node = new AudioWorkletNode(context, 'pcm-capture', {
        numberOfInputs: 1,
        numberOfOutputs: 1,
        channelCount: 1,
        channelCountMode: 'explicit',
        channelInterpretation: 'speakers',
      });
      let flushed: () => void = () => undefined;
      node.port.onmessage = (event: MessageEvent<{ samples: Float32Array; final: boolean }>) => {
        onSamples(event.data.samples);
        if (event.data.final) flushed();
      };
      source.connect(node);
      // Connected to the output (it writes silence) so the browser keeps it running.
      node.connect(context.destination);
      return {
        flush: () =>
          new Promise<void>((resolve) => {
            flushed = resolve;
            node.port.postMessage('flush');
            setTimeout(resolve, FLUSH_TIMEOUT_MS);
          }),
        disconnect: () => {
          node.port.onmessage = null;
          source.disconnect();
          node.disconnect();
        },
      };
    } catch {
      // Fall through to the ScriptProcessorNode.
    }
  }
  const processor = context.createScriptProcessor(4096, 1, 1);
  processor.onaudioprocess = (event) => {
    onSamples(new Float32Array(event.inputBuffer.getChannelData(0)));
    event.outputBuffer.getChannelData(0).fill(0);
  };
  source.connect(processor);
  processor.connect(context.destination);
  return {
    flush: async () => undefined,
    disconnect: () => {
      processor.onaudioprocess = null;
      source.disconnect();
      processor.disconnect();
    },
  };
}

/**
 * Starts recording from the microphone. Rejects when the browser cannot record or the
 * microphone is refused; the caller tells the senior how to allow it.
 */
export async function startRecording(): Promise<ActiveRecording> {
  const Context = audioContextClass();
  if (!navigator.mediaDevices?.getUserMedia || !Context) throw new Error('Recording is not supported here');
  // Made before the first await, while the click still counts as the user's gesture: a context
  // made later may stay suspended (Safari) and record nothing.
  const context = new Context();
  const closeContext = () => void context.close().catch(() => undefined);
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
    });
  } catch (error) {
    closeContext();
    throw error;
  }
  const stopMicrophone = () => stream.getTracks().forEach((track) => track.stop());
  try {
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const encoder = new WavEncoder(context.sampleRate);
    const source = context.createMediaStreamSource(stream);
    let capturing = true;
    const node = await capture(context, source, (samples) => {
      if (capturing) encoder.push(samples);
    });
    const release = () => {
      capturing = false;
      node.disconnect();
      stopMicrophone();
      closeContext();
    };
    return {
      elapsedSeconds: () => encoder.durationSeconds,
      stop: async () => {
        await node.flush();
        release();
        return { blob: encoder.toBlob(), durationSeconds: encoder.durationSeconds };
      },
      cancel: release,
    };
  } catch (error) {
    stopMicrophone();
    closeContext();
    throw error;
  }
}
