/**
 * The panel's look, in the editor's (the block dialog's and the banner's colours and sizes): its own
 * stylesheet, so the site's stylesheet, which every visitor downloads, carries none of it.
 */
export const panelStyles = `
.wp { padding: 16px 20px 32px; font: 16px/1.5 system-ui, sans-serif; color: #1e1e24; background: #fff; }
.wp h2 { margin: 28px 0 8px; font-size: 20px; line-height: 1.3; }
.wp section:first-of-type h2 { margin-top: 4px; }
.wp h3 { margin: 16px 0 4px; font-size: 17px; }
.wp p { margin: 0 0 8px; }
.wp figure { margin: 0 0 12px; }
.wp figcaption { font-size: 14px; font-weight: 600; color: #3d3d45; margin-bottom: 4px; }
.wp-small { font-size: 14px; color: #3d3d45; }
.wp-big { font-size: 18px; }
.wp-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.wp-scroll { max-width: 100%; overflow-x: auto; }
.wp-scroll:focus-visible, .wp button:focus-visible { outline: 3px solid #1f3f80; outline-offset: 2px; }
.wp-serp { box-sizing: border-box; padding: 12px 16px; border: 1px solid #dfdfe3; border-radius: 8px; background: #fff; font-family: Arial, sans-serif; }
.wp-serp-desktop { width: 600px; box-sizing: content-box; }
.wp-serp-phone { width: 400px; }
.wp-serp-address { font-size: 14px; color: #202124; }
.wp-serp-title { color: #1a0dab; margin: 2px 0 4px; }
.wp-serp-title-desktop { font: 20px Arial; line-height: 1.3; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.wp-serp-title-phone { font: 16px Arial; line-height: 1.4; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; }
.wp-serp-description { font-size: 14px; line-height: 1.58; color: #474747; }
.wp-notes { margin: 8px 0 0; padding-left: 20px; }
.wp-card img { display: block; width: 100%; max-width: 600px; height: auto; border: 1px solid #dfdfe3; }
.wp-mocks { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 16px; }
.wp-mock-link { border: 1px solid #dfdfe3; border-radius: 8px; overflow: hidden; font-size: 14px; background: #f0f2f5; }
.wp-mock-link img, .wp-mock-blank { display: block; width: 100%; height: auto; aspect-ratio: 1200 / 630; background: #e4e4e8; }
.wp-mock-words { padding: 8px 10px; }
.wp-mock-words p { margin: 0 0 2px; overflow: hidden; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; }
.wp-mock-title { font-weight: 600; }
.wp-mock-domain { color: #4b4f56; font-size: 13px; }
.wp-mock-whatsapp .wp-mock-link { background: #d9fdd3; }
.wp-mock-x .wp-mock-link { background: #fff; border-radius: 16px; }
.wp-table { border-collapse: collapse; font-size: 15px; margin: 8px 0; }
.wp-table th, .wp-table td { border: 1px solid #dfdfe3; padding: 4px 10px; text-align: left; vertical-align: top; }
.wp-table thead th { background: #f5f5f7; }
.wp-yes { font-weight: 600; }
.wp-no { color: #5c5c66; }
.wp-main { font-weight: 400; color: #3d3d45; }
.wp-advice { list-style: none; margin: 8px 0 0; padding: 0; display: grid; gap: 6px; }
.wp-advice li { border-left: 4px solid #b58100; padding-left: 8px; }
.wp-line { min-height: 32px; padding: 2px 10px; border: 1px solid #3a69c7; border-radius: 4px; background: #fff; color: #1f3f80; font: inherit; font-size: 14px; cursor: pointer; }
.wp-line-name { font-weight: 600; }
`;
