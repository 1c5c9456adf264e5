<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="difficult" tilewidth="32" tileheight="32" tilecount="4" columns="4">
 <properties>
  <property name="set" value="difficult"/>
 </properties>
 <image source="difficult.png" width="128" height="32"/>
 <tile id="0">
  <properties>
   <property name="terrain" value="desert"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="terrain" value="canyon"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="terrain" value="jungle"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="terrain" value="tundra"/>
  </properties>
 </tile>
</tileset>
