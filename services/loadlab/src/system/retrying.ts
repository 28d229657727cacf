import type { ApiAnswer } from '@grtv/kit/testing';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A person tapping again: repeats a call while the app could not answer (network error, 5xx,
 * 429), waiting a little longer each time. Any other answer is returned as it is.
 */
export async function retrying<T>(call: () => Promise<ApiAnswer<T>>, tries = 40): Promise<ApiAnswer<T>> {
  let wait = 200;
  for (let i = 1; ; i++) {
    try {
      const answer = await call();
      if (answer.status < 500 && answer.status !== 429) return answer;
      if (i >= tries) return answer;
    } catch (error) {
      if (i >= tries) throw error;
    }
    await sleep(wait);
    wait = Math.min(wait * 2, 3000);
  }
}
