/** The designer screen: header, side menu, the open panel and the canvas workspace. */
import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Outlet } from 'react-router-dom';
import { losesBackDesign } from '../domain/editor/sides';
import type { PrintSide } from '../domain/productOptions';
import type { CompanyInfo } from '../domain/websiteConfiguration';
import type { Editor } from '../features/editor';
import { CanvasView, EditorProvider } from '../features/editor';
import { FontCatalogue, TextToolbar } from '../features/text';
import { TemplatePreload } from '../features/content';
import { selectIsAuthenticated } from '../features/auth';
import { AddedToCartPopup } from '../features/cart';
import { MyDesignsModal, SaveDesignModal, useDesignOperations } from '../features/designs';
import { EmbedBridge } from '../features/embed';
import { Header } from '../features/header';
import { LayersList } from '../features/layers';
import { PanelHost, SideMenu, useShortLandscape } from '../features/panels';
import { BackSideGuardProvider, ProductNotices } from '../features/product';
import { RecoveryOffer } from '../features/recovery';
import { SyncToast } from '../features/sync';
import { ThirdPartyStarter } from '../features/thirdParty';
import { TourGuide } from '../features/tour';
import { UploadDropZone, UploadsProvider } from '../features/uploads';
import { useT } from '../ui/i18n';
import { AddressSync } from './AddressSync';
import { DesignOpeners } from './DesignOpeners';
import { appStarted } from './listeners';
import { PANEL_CONTENTS } from './panelContents';

export function DesignerPage(props: { company: CompanyInfo; editor: Editor }) {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(appStarted());
  }, [dispatch]);
  const t = useT();
  // A phone in landscape: the menu as a column, the panel beside the workspace (panels.css).
  const landscape = useShortLandscape();
  const guest = !useSelector(selectIsAuthenticated);
  useDesignOperations(); // what Save and My Designs open (features/designs/designCommands)
  const { controller } = props.editor;
  // Both sides as the editor controller holds them (the shown one read from the canvas).
  const losesBack = useCallback(
    (next: PrintSide | null) => losesBackDesign(controller.designs(), next),
    [controller],
  );
  return (
    <EditorProvider editor={props.editor}>
      <BackSideGuardProvider losesBack={losesBack}>
        <UploadsProvider>
          <div className="designer">
            <a
              className="skip-link"
              href="#designer-canvas"
              onClick={(e) => {
                // Focus without a fragment in the address (the router owns it).
                e.preventDefault();
                document.getElementById('designer-canvas')?.focus();
              }}
            >
              {t('skipToCanvas')}
            </a>
            <AddressSync />
            <TemplatePreload />
            <RecoveryOffer />
            <FontCatalogue />
            <Header company={props.company} />
            <div className={`designer-body${landscape ? ' is-landscape' : ''}`}>
              <SideMenu />
              <PanelHost contents={PANEL_CONTENTS} />
              <main className="designer-main" id="designer-canvas" tabIndex={-1}>
                <UploadDropZone>
                  <CanvasView
                    textToolbar={(text, notes) => <TextToolbar text={text} notes={notes} />}
                    layersList={<LayersList />}
                  />
                </UploadDropZone>
              </main>
            </div>
          </div>
          {/* Outside the layout grid: modals, toasts and hooks take no row of it. */}
          <DesignOpeners />
          <SaveDesignModal guest={guest} />
          <MyDesignsModal />
          <AddedToCartPopup />
          <SyncToast />
          <TourGuide />
          <ThirdPartyStarter />
          <EmbedBridge />
        </UploadsProvider>
        <ProductNotices />
        <Outlet />
      </BackSideGuardProvider>
    </EditorProvider>
  );
}
