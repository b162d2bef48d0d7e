import { useMutation } from '@tanstack/react-query';
import type { ProcessedImage } from '@shared/schemas/stored/images';
import type { AuthUser } from '@/lib/auth/auth-service';
import { nowMs } from '@/lib/clock';
import type { WizardProgressUpdate } from '../utils/wizard-flow';
import { finishBuilding } from './wizard-finish-client';
import { createBuilding, deleteBuilding, saveParts, type Editor } from './wizard-writes';

export interface SaveStepVariables {
  /** Null while creating: the step's save creates the building. */
  buildingId: string | null;
  editor: Editor;
  /** The step's parts as `definition.parts` gives them (a new building's with its currency). */
  parts: Record<string, unknown>;
  progress: WizardProgressUpdate;
  /** A Building Photo picked before the first save, stored with the new building. */
  photo: ProcessedImage | null;
}

/**
 * Saves a wizard step: creates the building on the first save (answering its id), else writes the
 * step's parts with the progress in one update (answering null).
 */
export function useSaveStep() {
  return useMutation({
    mutationFn: async (variables: SaveStepVariables): Promise<string | null> => {
      const { buildingId, editor, parts, progress, photo } = variables;
      if (buildingId === null) return createBuilding(editor, parts, progress, nowMs(), photo);
      await saveParts(buildingId, editor, parts, progress, nowMs());
      return null;
    },
  });
}

export interface FinishBuildingVariables {
  user: AuthUser;
  buildingId: string;
  /** "Done All": every step marked done; else the Done step. */
  all: boolean;
}

/**
 * Done and "Done All": the building checked and made Permanent by the functions, with the Done
 * step or every step recorded done (the rules let no client write Permanent).
 */
export function useFinishBuilding() {
  return useMutation({
    mutationFn: ({ user, buildingId, all }: FinishBuildingVariables) =>
      finishBuilding(user, buildingId, { all }),
  });
}

/** Deletes the building with everything that belongs to it and its members' index entries. */
export function useDeleteBuilding() {
  return useMutation({
    mutationFn: ({ buildingId, memberUids }: { buildingId: string; memberUids: string[] }) =>
      deleteBuilding(buildingId, memberUids),
  });
}
