/**
 * The panel's meshes: front and back faces (the design pictures, with the through-holes cut
 * out), the cut edges in the material's colour, dark walls in drilled holes, brass grommets
 * (a washer on each face and a barrel through the panel) and standoff caps on the front.
 * Scene units, centred on the panel, the front facing +z.
 */
import type { BufferGeometry, Material, Texture } from 'three';
import {
  CylinderGeometry,
  DoubleSide,
  ExtrudeGeometry,
  Group,
  Mesh,
  MeshStandardMaterial,
  ShapeGeometry,
  TorusGeometry,
} from 'three';
import { OVERLAY_TUNABLES } from '../../domain/overlays';
import type { PanelModel } from '../../domain/preview';
import { panelScale, toScene } from '../../domain/preview';
import { TUNABLES } from '../../domain/tunables';
import { CURVE_SEGMENTS, panelShape } from './panelShape';

export interface PanelMeshes {
  group: Group;
  dispose(): void;
}

/** How the surfaces look: matte print, satin metal fittings. */
const LOOK = {
  printRoughness: 0.8,
  edgeRoughness: 0.7,
  metalRoughness: 0.35,
  metalness: 0.75,
  /** Tube segments round a grommet washer's cross-section. */
  washerSegments: 12,
} as const;

/** A face: the shape with holes, UVs spanning the artboard, turned round for the back. */
function faceGeometry(model: PanelModel, back: boolean): BufferGeometry {
  const geometry = new ShapeGeometry(
    panelShape(model, { mirrored: back, holes: true }),
    CURVE_SEGMENTS,
  );
  const s = panelScale(model);
  const width = model.widthInches * s;
  const height = model.heightInches * s;
  const position = geometry.getAttribute('position');
  const uv = geometry.getAttribute('uv');
  for (let i = 0; i < position.count; i++) {
    // The back was built mirrored: its local +x is the viewer's right seen from behind.
    uv.setXY(i, (position.getX(i) + width / 2) / width, (position.getY(i) + height / 2) / height);
  }
  uv.needsUpdate = true;
  const half = (model.thicknessInches * s) / 2;
  if (back) geometry.rotateY(Math.PI);
  geometry.translate(0, 0, back ? -half : half);
  return geometry;
}

/** The cut edge all round: the extrusion's side walls only (its lids would fight the faces). */
function edgeGeometry(model: PanelModel): BufferGeometry {
  const depth = model.thicknessInches * panelScale(model);
  const geometry = new ExtrudeGeometry(panelShape(model, { mirrored: false, holes: false }), {
    depth,
    bevelEnabled: false,
    curveSegments: CURVE_SEGMENTS,
  });
  const walls = geometry.groups[1];
  if (walls) geometry.setDrawRange(walls.start, walls.count);
  geometry.clearGroups();
  geometry.translate(0, 0, -depth / 2);
  return geometry;
}

/** An open tube through the panel at a hole (its wall). */
function holeWall(model: PanelModel, cx: number, cy: number, r: number): BufferGeometry {
  const s = panelScale(model);
  const c = toScene(model, cx, cy);
  const tube = new CylinderGeometry(
    r * s,
    r * s,
    model.thicknessInches * s,
    CURVE_SEGMENTS,
    1,
    true,
  );
  tube.rotateX(Math.PI / 2);
  tube.translate(c.x, c.y, 0);
  return tube;
}

/** Builds the panel of `model` with the face textures (null: blank) and the edge colour. */
export function panelMeshes(
  model: PanelModel,
  textures: { front: Texture | null; back: Texture | null },
  edgeColour: string,
): PanelMeshes {
  const s = panelScale(model);
  const half = (model.thicknessInches * s) / 2;
  const style = OVERLAY_TUNABLES.style;
  const { grommetHeightInches, standoffHeightInches } = TUNABLES.preview3d;
  const geometries: BufferGeometry[] = [];
  const materials: Material[] = [];
  const group = new Group();
  const add = (geometry: BufferGeometry, material: Material) => {
    geometries.push(geometry);
    group.add(new Mesh(geometry, material));
  };
  const material = <T extends Material>(m: T): T => {
    materials.push(m);
    return m;
  };

  const face = (map: Texture | null) =>
    material(new MeshStandardMaterial({ color: '#ffffff', map, roughness: LOOK.printRoughness }));
  add(faceGeometry(model, false), face(textures.front));
  add(faceGeometry(model, true), face(textures.back));
  add(
    edgeGeometry(model),
    material(new MeshStandardMaterial({ color: edgeColour, roughness: LOOK.edgeRoughness })),
  );

  const holeMaterial = material(
    new MeshStandardMaterial({ color: style.holeFill, roughness: 1, side: DoubleSide }),
  );
  for (const h of model.drilledHoles) add(holeWall(model, h.cx, h.cy, h.r), holeMaterial);

  const metal = (color: string) =>
    material(
      new MeshStandardMaterial({
        color,
        metalness: LOOK.metalness,
        roughness: LOOK.metalRoughness,
        side: DoubleSide,
      }),
    );
  const brass = metal(style.grommetFill);
  const washerHeight = grommetHeightInches * s;
  for (const g of model.grommets) {
    add(holeWall(model, g.cx, g.cy, g.holeR), brass);
    const c = toScene(model, g.cx, g.cy);
    const tube = ((g.outerR - g.holeR) / 2) * s;
    for (const side of [1, -1]) {
      const washer = new TorusGeometry(
        ((g.outerR + g.holeR) / 2) * s,
        tube,
        LOOK.washerSegments,
        CURVE_SEGMENTS,
      );
      // Flattened to the washer's height, half of it standing proud of the face.
      washer.scale(1, 1, washerHeight / (2 * tube));
      washer.translate(c.x, c.y, side * half);
      add(washer, brass);
    }
  }

  const steel = metal(style.standoffFill);
  const capHeight = standoffHeightInches * s;
  for (const st of model.standoffs) {
    const c = toScene(model, st.cx, st.cy);
    const cap = new CylinderGeometry(st.r * s, st.r * s, capHeight, CURVE_SEGMENTS);
    cap.rotateX(Math.PI / 2);
    cap.translate(c.x, c.y, half + capHeight / 2);
    add(cap, steel);
  }

  return {
    group,
    dispose() {
      for (const g of geometries) g.dispose();
      for (const m of materials) m.dispose();
      group.clear();
    },
  };
}
