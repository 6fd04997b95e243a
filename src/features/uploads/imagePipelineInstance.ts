/** The page's image pipeline: created on first use (its workers start then), kept for the page. */
import { ImagePipeline } from '../../imaging';
import { currentPixelBudget, hardwareThreads } from '../../platform/engine';

let pipeline: ImagePipeline | null = null;

export function imagePipeline(): ImagePipeline {
  pipeline ??= new ImagePipeline({
    budget: currentPixelBudget(),
    hardwareThreads: hardwareThreads(),
  });
  return pipeline;
}
