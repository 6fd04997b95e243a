/**
 * The 3D preview's scene (loaded on demand with three.js: never part of the initial bundle):
 * the panel lit by a sky light and a light that follows the camera (whatever face is turned to
 * the viewer is lit), a perspective camera fitted to the panel, OrbitControls for mouse and
 * touch (one finger or the left button turns, the wheel or a pinch zooms; no panning, orbit
 * distance and tilt limited so the panel is never lost), drawn only while something moves, and
 * resized with its host. `dispose` frees the renderer, geometries, materials, textures and
 * controls and gives the WebGL context back.
 */
import {
  Color,
  DirectionalLight,
  HemisphereLight,
  PerspectiveCamera,
  Scene,
  Spherical,
  TOUCH,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import type { MaterialProfile, PanelModel } from '../../domain/preview';
import { cameraFit, panelScale, sideTextureSize } from '../../domain/preview';
import { TUNABLES } from '../../domain/tunables';
import { currentPixelBudget } from '../../platform/engine';
import { panelMeshes } from './panelMeshes';
import type { SidePicture } from './sideTextures';
import { faceTextures } from './sideTextures';
import type { GlSurface } from './webglContext';
import { releaseGlSurface } from './webglContext';

export interface PanelSceneInput {
  model: PanelModel;
  material: MaterialProfile;
  /** Renders a side's design picture (PNG) at a long side, px. */
  picture: SidePicture;
}

export interface PanelScene {
  /** Turns the panel by the given angles, radians (keyboard: arrows). */
  rotate(azimuth: number, polar: number): void;
  dispose(): void;
}

/** Lights, intensities as three.js's physically based lights take them. */
const LIGHTS = {
  sky: '#ffffff',
  ground: '#8a8f96',
  skyIntensity: 2,
  key: '#ffffff',
  keyIntensity: 2.2,
  /** The key light sits up and to the right of the camera, as a factor of the fit distance. */
  keyOffset: [0.4, 0.6, 0] as const,
};

/** Device pixels per CSS pixel drawn at most (sharp enough; a 3× phone costs 9× the pixels). */
const MAX_PIXEL_RATIO = 2;

/**
 * The camera's clipping planes from the orbit's limits: near at a hundredth of the closest
 * distance (depth precision for a 0.004 in sticker's edge), far well behind the panel seen from
 * the farthest distance.
 */
const CLIP = { nearOfMinDistance: 0.01, farOfMaxDistance: 4 } as const;

/**
 * Builds the scene in `host` on the WebGL `surface`. Rejects when `signal` aborts (everything
 * made so far is freed) and when the renderer cannot start (the caller shows why).
 */
export async function createPanelScene(
  host: HTMLElement,
  surface: GlSurface,
  input: PanelSceneInput,
  signal: AbortSignal,
): Promise<PanelScene> {
  const { model, material, picture } = input;
  const p = TUNABLES.preview3d;
  let renderer: WebGLRenderer;
  try {
    renderer = new WebGLRenderer({
      canvas: surface.canvas,
      context: surface.context,
      antialias: surface.antialias,
    });
  } catch (error) {
    releaseGlSurface(surface);
    throw error;
  }
  const cleanups: (() => void)[] = [
    () => {
      renderer.dispose();
      releaseGlSurface(surface);
    },
  ];
  const dispose = () => {
    for (const clean of cleanups.splice(0).reverse()) clean();
  };

  try {
    renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO));
    const budget = currentPixelBudget();
    const texture = sideTextureSize(
      { width: model.widthInches, height: model.heightInches },
      { maxTextureSize: renderer.capabilities.maxTextureSize, maxArea: budget.maxArea },
    );
    const textures = await faceTextures(
      model,
      picture,
      Math.max(texture.width, texture.height),
      Math.min(renderer.capabilities.getMaxAnisotropy(), p.maxAnisotropy),
      signal,
    );
    cleanups.push(() => textures.dispose());
    const meshes = panelMeshes(model, textures, material.edgeColour);
    cleanups.push(() => meshes.dispose());

    const scene = new Scene();
    scene.background = new Color(p.backgroundColour);
    scene.add(meshes.group);
    scene.add(new HemisphereLight(LIGHTS.sky, LIGHTS.ground, LIGHTS.skyIntensity));

    const s = panelScale(model);
    const panel = { width: model.widthInches * s, height: model.heightInches * s };
    const fit = cameraFit(panel, 1);
    const camera = new PerspectiveCamera(p.fieldOfViewDeg);
    const key = new DirectionalLight(LIGHTS.key, LIGHTS.keyIntensity);
    key.position.set(...LIGHTS.keyOffset).multiplyScalar(fit.distance);
    camera.add(key);
    camera.add(key.target);
    key.target.position.set(0, 0, -fit.distance);
    scene.add(camera);

    const controls = new OrbitControls(camera, renderer.domElement);
    cleanups.push(() => controls.dispose());
    controls.enableDamping = true;
    controls.dampingFactor = p.dampingFactor;
    controls.enablePan = false;
    controls.minPolarAngle = p.minPolarAngleRad;
    controls.maxPolarAngle = p.maxPolarAngleRad;
    controls.touches = { ONE: TOUCH.ROTATE, TWO: TOUCH.DOLLY_ROTATE };

    // Drawn on demand: while the controls report a change (a drag, the damping gliding on, a
    // wheel step) and after a resize.
    // `data-idle` on the host says when nothing is left to draw (tests wait for it).
    let frame = 0;
    const draw = () => {
      frame = 0;
      controls.update(); // dispatches 'change' (→ wake) while the camera still moves
      renderer.render(scene, camera);
      if (frame === 0) host.dataset.idle = 'true';
    };
    const wake = () => {
      if (frame !== 0) return;
      host.dataset.idle = 'false';
      frame = requestAnimationFrame(draw);
    };
    controls.addEventListener('change', wake);
    cleanups.push(() => {
      controls.removeEventListener('change', wake);
      cancelAnimationFrame(frame);
    });

    // The camera is placed at the starting view on the first resize with a size (the host may
    // be laid out after the scene is built); later resizes keep the user's view.
    let placed = false;
    const resize = (width: number, height: number) => {
      if (width <= 0 || height <= 0) return;
      renderer.setSize(width, height, false);
      camera.aspect = width / height;
      const f = cameraFit(panel, camera.aspect);
      controls.minDistance = f.minDistance;
      controls.maxDistance = f.maxDistance;
      camera.near = f.minDistance * CLIP.nearOfMinDistance;
      camera.far = f.maxDistance * CLIP.farOfMaxDistance;
      camera.updateProjectionMatrix();
      if (!placed) {
        placed = true;
        const start = new Spherical(
          f.distance,
          Math.PI / 2 - p.initialElevationRad,
          p.initialAzimuthRad,
        );
        camera.position.setFromSpherical(start);
        camera.lookAt(controls.target);
      }
      wake();
    };
    surface.canvas.className = 'preview-3d-canvas';
    host.appendChild(surface.canvas);
    cleanups.push(() => {
      surface.canvas.remove();
      delete host.dataset.idle;
    });
    resize(host.clientWidth, host.clientHeight);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) resize(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(host);
    cleanups.push(() => observer.disconnect());
    signal.throwIfAborted();

    const offset = new Vector3();
    const spherical = new Spherical();
    return {
      rotate(azimuth, polar) {
        offset.copy(camera.position).sub(controls.target);
        spherical.setFromVector3(offset);
        spherical.theta += azimuth;
        spherical.phi = Math.min(
          controls.maxPolarAngle,
          Math.max(controls.minPolarAngle, spherical.phi + polar),
        );
        camera.position.copy(controls.target).add(offset.setFromSpherical(spherical));
        camera.lookAt(controls.target);
        wake();
      },
      dispose,
    };
  } catch (error) {
    dispose();
    throw error;
  }
}
