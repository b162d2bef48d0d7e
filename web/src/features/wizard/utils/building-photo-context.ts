import { createContext } from 'react';
import type { ProcessedImage } from '@shared/schemas/stored/images';

/** The Building Photo of General Information (spec 3.1) as the wizard shell holds it. */
export interface BuildingPhotoState {
  /** The stored thumbnail of a saved building; null without one or before the first save. */
  thumbnail: string | null;
  /** A photo picked before the building exists: stored with its first save. */
  pending: ProcessedImage | null;
  /**
   * Picks (an image) or removes (`null`) the photo: stored at once (full image and thumbnail in
   * one update) for a saved building, kept for the first save otherwise. Rejects when the write
   * fails.
   */
  change: (image: ProcessedImage | null) => Promise<void>;
}

/** Without the shell (component tests), nothing is stored. */
export const BuildingPhotoContext = createContext<BuildingPhotoState>({
  thumbnail: null,
  pending: null,
  change: () => Promise.resolve(),
});
